// The test portfolio's content (tests/portfolio/content), read as the site reads its own: what the
// build and browser tests expect, from whichever folder they run. Its copies (tools/testing/copy-site.ts)
// and the test site hold the same content.
import { siteContent } from '../../app/features/content/site-content.server.ts';
import { testPortfolioRoot } from './copy-site.ts';

export const testContent = siteContent(testPortfolioRoot);
