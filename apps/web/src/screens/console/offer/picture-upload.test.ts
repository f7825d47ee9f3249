import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../core/api/api-client';
import { chosenFileProblem, removedText, uploadRefusal } from './picture-upload';

describe("the console's uploads", () => {
  it('sends only files whose type is a picture of the kind, or that the browser could not tell', () => {
    const file = (name: string, type: string) => ({ name, type, size: 1_000 });
    expect(chosenFileProblem('logo', file('a.svg', 'image/svg+xml'))).toBeNull();
    expect(chosenFileProblem('logo', file('a.jpg', 'image/jpeg'))).toBe(
      'a.jpg is not a picture the portal takes. A logo is an SVG or PNG file.',
    );
    expect(chosenFileProblem('photo', file('b.webp', 'image/webp'))).toBeNull();
    expect(chosenFileProblem('photo', file('b.svg', 'image/svg+xml'))).toBe(
      'b.svg is not a picture the portal takes. A photo is a JPEG, PNG or WebP picture.',
    );
    expect(chosenFileProblem('photo', file('no-type', ''))).toBeNull();
  });

  it("sends no file over the server's limit of its kind, and says the limit; one at the limit is sent", () => {
    expect(chosenFileProblem('photo', { name: 'shoot.jpg', type: 'image/jpeg', size: 9_500_000 })).toBe(
      'shoot.jpg is too large to upload. A photo file may be at most 8 MB.',
    );
    expect(chosenFileProblem('photo', { name: 'shoot.jpg', type: 'image/jpeg', size: 8 * 1024 * 1024 })).toBeNull();
    expect(chosenFileProblem('logo', { name: 'mark.png', type: 'image/png', size: 512 * 1024 + 1 })).toBe(
      'mark.png is too large to upload. A logo file may be at most 512 KB.',
    );
    expect(chosenFileProblem('logo', { name: 'mark', type: '', size: 600_000 })).toBe(
      'mark is too large to upload. A logo file may be at most 512 KB.',
    );
    expect(chosenFileProblem('logo', { name: 'mark.png', type: 'image/png', size: 512 * 1024 })).toBeNull();
  });

  it("says a refusal in words: too large and not a picture in the portal's own, the server's reason otherwise", () => {
    expect(uploadRefusal('logo', new ApiError('The request body is too large.', 413, 'PAYLOAD_TOO_LARGE'))).toBe(
      'The file is too large to upload. Save a smaller picture and choose it again.',
    );
    expect(uploadRefusal('logo', new ApiError('A logo file may be at most 512 KB.', 413, 'PAYLOAD_TOO_LARGE'))).toBe(
      'The file is too large to upload. A logo file may be at most 512 KB.',
    );
    expect(uploadRefusal('logo', new ApiError('Send the request body as JSON.', 415, 'UNSUPPORTED_MEDIA_TYPE'))).toBe(
      'The file is not a picture the portal takes. A logo is an SVG or PNG file.',
    );
    expect(uploadRefusal('photo', new ApiError('The picture is 20000 px wide; at most 8000.', 422, 'UNPROCESSABLE'))).toBe(
      'The picture is 20000 px wide; at most 8000.',
    );
    expect(uploadRefusal('photo', new Error('boom'))).toBe('The file could not be uploaded. Please try again.');
  });

  it('says what cleaning an SVG took out, and nothing when it took nothing', () => {
    expect(removedText(['a script', 'an onload handler'])).toBe(
      'Removed from the file: a script, an onload handler. The logo was kept without them.',
    );
    expect(removedText([])).toBeNull();
  });
});
