import { describe, expect, it } from 'vitest';
import { changesNothing, pictureSets, pictureValue, picturePlan, takePictures, withPictures } from './cover-pictures.ts';
import { namesOutOfDate } from './picture-sets.ts';

const [frames, card] = [pictureSets('public')[0]!, pictureSets('private')[1]!];
const eight = ['01.svg', '02.svg', '03.svg', '04.svg', '05.svg', '06.svg', '07.svg', '08.svg'];
const chosen = (names: string[]) => names.map((name) => `media/cover/${name}`);

describe('a case study’s pictures in the editor', () => {
  it('keeps public frames in media/cover, a private project’s in protected-media/cover and its card picture in media/card', () => {
    expect(pictureSets('public').map((set) => [set.field, set.folder, set.count])).toEqual([['coverFrames', 'media/cover', 8]]);
    expect(pictureSets('private').map((set) => [set.field, set.folder, set.count])).toEqual([
      ['coverFrames', 'protected-media/cover', 8],
      ['cardPicture', 'media/card', 1],
    ]);
  });

  it('shows the folder’s images in the order the site plays them, numbers as numbers, without other files', () => {
    expect(pictureValue(frames, ['10.png', '2.png', '1.png', '.DS_Store', 'notes.txt'])).toEqual(chosen(['1.png', '2.png', '10.png']));
    expect(pictureValue(card, ['01.png'])).toBe('media/card/01.png');
    expect(pictureValue(card, [])).toBe('');
  });

  it('names the frames after their places: two swapped frames swap their pictures, the rest stay', () => {
    const order = ['01.svg', '03.svg', '02.svg', '04.svg', '05.svg', '06.svg', '07.svg', '08.svg'];
    const { plan } = picturePlan('huru', frames, chosen(order), eight);
    expect(plan?.folder).toBe('content/projects/huru/media/cover');
    expect(plan?.moves.filter(({ from, to }) => from !== to)).toEqual([
      { from: '03.svg', to: '02.svg' },
      { from: '02.svg', to: '03.svg' },
    ]);
    expect(plan?.removed).toEqual([]);
  });

  it('puts a new picture in the place of the one it replaces, with its own extension, and removes the old one', () => {
    const order = ['01.svg', '02.svg', '03.svg', 'sunrise.png', '05.svg', '06.svg', '07.svg', '08.svg'];
    const { plan } = picturePlan('huru', frames, chosen(order), [...eight, 'sunrise.png']);
    expect(plan?.moves[3]).toEqual({ from: 'sunrise.png', to: '04.png' });
    expect(plan?.removed).toEqual(['04.svg']);
  });

  it('changes nothing when the frames are as they were', () => {
    const { plan } = picturePlan('huru', frames, chosen(eight), eight);
    expect(plan && changesNothing(plan)).toBe(true);
  });

  it.each([
    ['seven frames', chosen(eight.slice(0, 7)), eight, /The cover takes exactly 8 pictures, and 7 are chosen: add 1, then save again\./],
    ['nine frames', chosen([...eight, '01.svg']), eight, /and 9 are chosen: remove 1/],
    [
      'a PDF',
      chosen([...eight.slice(0, 7), 'board.pdf']),
      [...eight, 'board.pdf'],
      /content\/projects\/huru\/media\/cover\/board\.pdf is not a picture the site can show: export it as PNG, JPEG, WebP, AVIF or SVG/,
    ],
    [
      'an upper-case extension',
      chosen([...eight.slice(0, 7), 'shot.PNG']),
      [...eight, 'shot.PNG'],
      /shot\.PNG has an upper-case extension .* rename it to shot\.png/,
    ],
    ['one picture twice', chosen([...eight.slice(0, 7), '01.svg']), eight, /media\/cover\/01\.svg is chosen twice: choose another picture/],
    [
      'a picture not in the folder',
      chosen([...eight.slice(0, 7), 'gone.png']),
      eight,
      /media\/cover\/gone\.png is not in the folder: choose or upload it again/,
    ],
  ])('refuses %s, naming the file and the fix', (_, value, inFolder, problem) => {
    const result = picturePlan('huru', frames, value, inFolder);
    expect(result.plan).toBeUndefined();
    expect(result.problems.join('\n')).toMatch(problem);
  });

  it('takes one card picture, named 01 with its own extension', () => {
    const { plan } = picturePlan('mango', card, 'media/card/teaser.webp', ['01.svg', 'teaser.webp']);
    expect(plan).toEqual({
      folder: 'content/projects/mango/media/card',
      moves: [{ from: 'teaser.webp', to: '01.webp' }],
      removed: ['01.svg'],
    });
    expect(picturePlan('mango', card, '', ['01.svg']).problems).toEqual([
      'The card takes exactly 1 picture, and 0 are chosen: add 1, then save again.',
    ]);
  });

  it('adds the fields to the form’s copy of the file and takes them out of what is saved, the rest as it was', () => {
    const yaml = 'name: Huru\nsubtitle: Rent games\n';
    const shown = withPictures(yaml, { coverFrames: chosen(['01.svg', '02.svg']) });
    expect(shown).toBe('name: Huru\nsubtitle: Rent games\ncoverFrames:\n  - media/cover/01.svg\n  - media/cover/02.svg\n');
    expect(takePictures(shown)).toEqual({ yaml, values: { coverFrames: chosen(['01.svg', '02.svg']) } });
  });
});

describe('namesOutOfDate', () => {
  const frames = (names: string[]) => names.map((name) => `media/cover/${name}`);
  const inPlace = ['01.svg', '02.svg', '03.png', '04.svg', '05.svg', '06.svg', '07.svg', '08.svg'];

  it('is false once every picture is named after its place, as a save leaves them', () => {
    expect(namesOutOfDate({ access: 'public', coverFrames: frames(inPlace) })).toBe(false);
    expect(namesOutOfDate({ access: 'public', subtitle: 'no pictures in this form' })).toBe(false);
  });

  it('is true when the form still names them as they were: moved, or just uploaded', () => {
    expect(namesOutOfDate({ access: 'public', coverFrames: frames(['01.svg', '03.svg', '02.svg', ...inPlace.slice(3)]) })).toBe(true);
    expect(namesOutOfDate({ access: 'public', coverFrames: frames([...inPlace.slice(0, 4), 'sketch.png', ...inPlace.slice(5)]) })).toBe(
      true,
    );
  });
});
