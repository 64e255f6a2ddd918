// `npm run share-link -- <project> [--days N]`: prints an address that opens
// one private project without typing the password. Run it where the build
// runs, with the same PORTFOLIO_PASSWORD (and PORTFOLIO_PASSWORD_<FOLDER>).
import { siteContent } from '../build/project-keys.ts';
import { makeShareLink, parseShareLinkArgs } from './share-link.ts';

try {
  const { project, days } = parseShareLinkArgs(process.argv.slice(2));
  const { studies, siteUrl } = await siteContent();
  const link = makeShareLink({ project, days, studies, siteUrl, env: process.env });
  if (link.warning) console.error(`${link.warning}\n`);
  console.log(link.url);
  const until = link.expires ? `until ${link.expires.toUTCString()}` : `until ${link.variable} changes`;
  console.error(`\nOpens ${link.name} ${until}. Anyone holding it can open the project: send it to one person.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
