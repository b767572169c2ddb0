// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { uploadProblems, withPhotoPhrases } from '../../site/admin/photoUploads';
import { photoMaxBytes } from '../../site/content/schema/photos';

describe('photo uploads in the editor', () => {
  it('replace Decap’s message for a file over the limit with plain words, keeping its other phrases', () => {
    const english = { app: { header: { content: 'Contents' } }, mediaLibrary: { mediaLibrary: { fileTooLarge: 'File too large.\nConfigured to not allow files greater than %{size} kB.', onDelete: 'Delete?' } } };
    const phrases = withPhotoPhrases(english) as typeof english;
    expect(phrases.mediaLibrary.mediaLibrary.fileTooLarge).toMatch(/^This photo is larger than 10 MB, the most the site takes\. /);
    expect(phrases.mediaLibrary.mediaLibrary.onDelete).toBe('Delete?');
    expect(phrases.app).toEqual(english.app);
  });

  it.each([
    [[{ path: 'site/assets/gallery/img_1.jpg', size: photoMaxBytes }], []],
    [[{ path: 'site/assets/gallery/img_2.jpg', size: 14_200_000 }], ['img_2.jpg: This photo is 14.2 MB; the site takes photos up to 10 MB. ']],
  ])('refuse an upload over 10 MB before saving: %j', (files, expected) => {
    const problems = uploadProblems(files);
    expect(problems).toHaveLength(expected.length);
    problems.forEach((problem, index) => expect(problem.startsWith(expected[index] ?? '')).toBe(true));
  });
});
