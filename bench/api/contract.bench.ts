import { PhotoPage } from '@portal/api/schemas/photos';
import { bench, describe } from 'vitest';

/**
 * What parsing every answer at the boundary costs: a timeline month page (24 photos) and a full
 * photo list page (500 photos), parsed by the contract's schema, against JSON.parse alone.
 */
function photoPage(size: number): string {
  const images = Array.from({ length: size }, (_, index) => ({
    imageId: `photo-${index}`,
    localFileName: `IMG_${String(index).padStart(4, '0')}.JPG`,
    uploadId: `upload-${index}`,
    url: `https://photos.example.test/p/${index}.jpg`,
    untouchedUrl: `https://photos.example.test/o/${index}.jpg`,
    thumbnails: [300, 800, 1300].map((id) => ({
      id,
      url: `https://photos.example.test/t/${index}/${id}.jpg`,
      width: id,
      height: Math.round((id * 3) / 4),
    })),
    dateTaken: '2024-05-01T10:00:00+02:00',
    uploadEnd: '2024-05-02T08:00:00.000Z',
    visibleWidth: 4032,
    visibleHeight: 3024,
    location: { year: 2024, month: 5 },
  }));
  return JSON.stringify({ images, cursor: 'next' });
}

for (const size of [24, 500]) {
  const json = photoPage(size);
  describe(`photo page of ${size}`, () => {
    bench('JSON.parse alone', () => {
      JSON.parse(json);
    });
    bench('JSON.parse + PhotoPage.parse', () => {
      PhotoPage.parse(JSON.parse(json));
    });
  });
}
