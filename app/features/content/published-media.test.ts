import { describe, expect, it } from 'vitest';
import { leftOutMedia, mediaPlan } from './published-media.ts';
import type { ContentInput } from './validation/validate-content.ts';

const frames = (folder: string) => Array.from({ length: 8 }, (_, i) => `${folder}/0${i + 1}.svg`);
const sections = (...files: string[]) => [{ title: 'Work', blocks: [{ kind: 'images', images: files.map((file) => ({ file, alt: 'A screen' })) }] }];

/** A public project (vela), a private one (mango), a hidden one (orchid, off the home page), and the about page. */
function fixture(): { content: ContentInput; files: string[] } {
  const content: ContentInput = {
    site: {},
    cv: {},
    about: {
      galleries: [
        {
          items: [
            { name: 'wall.jpg', mediaType: 'image' },
            { name: 'loop.mp4', mediaType: 'video' },
          ],
        },
      ],
    },
    caseStudies: {
      vela: { access: 'public', sections: sections('board.svg', 'flows/map.svg') },
      mango: { access: 'private', teaser: { cover: { file: 'cover.svg' } }, sections: sections('contribution.svg') },
      orchid: { access: 'public', sections: sections('chart.svg') },
    },
    projectOrder: ['mango', 'vela'],
  };
  const files = [
    'content/site.yaml',
    'content/about/index.md',
    'content/about/media/wall.jpg',
    'content/about/media/loop.mp4',
    'content/about/media/loop.jpg',
    'content/about/media/old-wall.jpg',
    'content/projects/vela/index.md',
    ...frames('content/projects/vela/media/cover'),
    'content/projects/vela/media/board.svg',
    'content/projects/vela/media/flows/map.svg',
    'content/projects/vela/media/flows/.DS_Store',
    'content/projects/vela/drafts/first-try.svg',
    'content/projects/mango/index.md',
    'content/projects/mango/media/card/card.svg',
    'content/projects/mango/media/teaser/cover.svg',
    'content/projects/mango/media/teaser/other.svg',
    'content/projects/mango/media/x.svg',
    'content/projects/mango/media/extra/z.svg',
    ...frames('content/projects/mango/protected-media/cover'),
    'content/projects/mango/protected-media/contribution.svg',
    'content/projects/mango/protected-media/media/y.svg',
    'content/projects/mango/drafts/media/w.svg',
    'content/projects/orchid/index.md',
    ...frames('content/projects/orchid/media/cover'),
    'content/projects/orchid/media/chart.svg',
  ];
  return { content, files };
}

describe('mediaPlan', () => {
  it('publishes what the content names and nothing else: a public project in full, a private one its card and its teaser', () => {
    const { content, files } = fixture();
    const plan = mediaPlan(content, files);
    expect(plan.images.sort()).toEqual(
      [
        'content/about/media/loop.jpg',
        'content/about/media/wall.jpg',
        'content/projects/mango/media/card/card.svg',
        'content/projects/mango/media/teaser/cover.svg',
        ...frames('content/projects/vela/media/cover'),
        'content/projects/vela/media/board.svg',
        'content/projects/vela/media/flows/map.svg',
      ].sort(),
    );
    expect(plan.videos).toEqual(['content/about/media/loop.mp4']);
    expect(plan.encrypted.sort()).toEqual([...frames('content/projects/mango/protected-media/cover'), 'content/projects/mango/protected-media/contribution.svg'].sort());
  });

  it("never publishes a private project's image, whatever folder it is in, nor a hidden project's", () => {
    const { content, files } = fixture();
    const published = [...mediaPlan(content, files).images, ...mediaPlan(content, files).videos];
    const mango = published.filter((file) => file.startsWith('content/projects/mango/'));
    expect(mango).toEqual(['content/projects/mango/media/card/card.svg', 'content/projects/mango/media/teaser/cover.svg']);
    expect(published.filter((file) => file.startsWith('content/projects/orchid/'))).toEqual([]);
  });

  it('takes no name that leaves its folder, nor one naming a file that is not there', () => {
    const { content, files } = fixture();
    const vela = content.caseStudies.vela as { sections: unknown };
    vela.sections = sections('../../mango/protected-media/contribution.svg', 'missing.svg');
    const mango = content.caseStudies.mango as { teaser: unknown };
    mango.teaser = { cover: { file: '../../protected-media/contribution.svg' } };
    const withParents = [...files, 'content/projects/vela/media/../../mango/protected-media/contribution.svg'];
    const plan = mediaPlan(content, withParents);
    expect(plan.images.filter((file) => !file.includes('/cover/') && !file.includes('/about/'))).toEqual(['content/projects/mango/media/card/card.svg']);
  });
});

describe('leftOutMedia', () => {
  it('notes each image the site leaves out, saying why and how to show it; a hidden project is left out on purpose', () => {
    const { content, files } = fixture();
    const notes = leftOutMedia(mediaPlan(content, files), content, files);
    const fix = 'Name it where it belongs to show it, or move it out of content/ to keep it elsewhere.';
    expect(notes).toEqual([
      `content/about/media/old-wall.jpg: is left out of the site, and nothing of it is published: no page shows it: the content names it nowhere. ${fix}`,
      `content/projects/vela/drafts/first-try.svg: is left out of the site, and nothing of it is published: no page shows it: the content names it nowhere. ${fix}`,
      `content/projects/mango/media/teaser/other.svg: is left out of the site, and nothing of it is published: it is in the teaser's folder, but teaser.cover.file does not name it. ${fix}`,
      `content/projects/mango/media/x.svg: is left out of the site, and nothing of it is published: a private project publishes only its card image (media/card/) and its teaser's cover (media/teaser/); move it to protected-media/ and name it in the case study to show it there, encrypted. ${fix}`,
      `content/projects/mango/media/extra/z.svg: is left out of the site, and nothing of it is published: a private project publishes only its card image (media/card/) and its teaser's cover (media/teaser/); move it to protected-media/ and name it in the case study to show it there, encrypted. ${fix}`,
      `content/projects/mango/protected-media/media/y.svg: is left out of the site, and nothing of it is published: no page shows it: the case study names it nowhere. ${fix}`,
      `content/projects/mango/drafts/media/w.svg: is left out of the site, and nothing of it is published: no page shows it: the case study names it nowhere. ${fix}`,
    ].sort((a, b) => files.indexOf(a.split(':')[0]!) - files.indexOf(b.split(':')[0]!)));
  });
});
