// `npm run share-link -- <project> [--days N] [--for "<recipient>"]`: prints an address that opens
// one private project without typing the password. Run it where the build
// runs, with the same PORTFOLIO_PASSWORD (and PORTFOLIO_PASSWORD_<FOLDER>).
// `--for` signs a label for the recipient into the link, which the site's
// analytics (when content/site.yaml turns it on) sends when it is opened.
// `npm run share-link -- revoke <project>`: prints a new password of the
// project's own, which takes back every link to it once the site is rebuilt.
import { siteContent } from '../build/project-keys.ts';
import { revocationText, revokeLinks } from './revoke.ts';
import { linkNotice, makeShareLink, parseShareLinkArgs } from './share-link.ts';

try {
  const request = parseShareLinkArgs(process.argv.slice(2));
  const { studies, siteUrl, ownerName } = await siteContent();
  if (request.command === 'revoke') {
    console.log(revocationText(revokeLinks({ project: request.project, studies, env: process.env, ownerName })));
  } else {
    const { project, days, recipient } = request;
    const link = makeShareLink({ project, days, recipient, studies, siteUrl, env: process.env });
    if (link.warning) console.error(`${link.warning}\n`);
    console.log(link.url);
    console.error(`\n${linkNotice({ ...link, recipient }, project)}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
