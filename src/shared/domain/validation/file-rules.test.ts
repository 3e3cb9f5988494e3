import { detectIdImageType, ID_IMAGE_MAX_BYTES, validateIdImage, validateIdImageSize, validateIdImageDimensions, validateIdImageType } from './file-rules';
import { FILE_SIZE_MESSAGE, FILE_TYPE_MESSAGE } from './messages';

const bytes = (...values: number[]) => new Uint8Array(values);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10);
const GIF = new TextEncoder().encode('GIF89a');
const PDF = new TextEncoder().encode('%PDF-1.7');

describe('detectIdImageType', () => {
  it.each([
    ['PNG', PNG, 'image/png'],
    ['JPEG', JPEG, 'image/jpeg'],
    ['GIF', GIF, null],
    ['PDF', PDF, null],
    ['truncated PNG', PNG.slice(0, 4), null],
    ['empty', bytes(), null],
  ])('%s → %s', (_, head, type) => {
    expect(detectIdImageType(head)).toBe(type);
  });
});

describe('ID image rules', () => {
  it('refuses other types with the spec text', () => {
    expect(validateIdImageType(GIF)).toEqual({ code: 'file_type', message: FILE_TYPE_MESSAGE });
  });
  it.each([
    [0, null],
    [ID_IMAGE_MAX_BYTES, null],
    [ID_IMAGE_MAX_BYTES + 1, 'file_size'],
  ])('size %i → %s', (size, code) => {
    expect(validateIdImageSize(size)?.code ?? null).toBe(code);
  });
  it('limits to 5242880 bytes with the spec text', () => {
    expect(ID_IMAGE_MAX_BYTES).toBe(5242880);
    expect(validateIdImageSize(6_000_000)?.message).toBe(FILE_SIZE_MESSAGE);
  });
  it.each([
    [JPEG, 1000, null],
    [PNG, ID_IMAGE_MAX_BYTES + 1, 'file_size'],
    [PDF, ID_IMAGE_MAX_BYTES + 1, 'file_type'],
  ])('whole upload → %s', (head, size, code) => {
    expect(validateIdImage({ head, size })?.code ?? null).toBe(code);
  });
});

describe('ID image dimensions (decompression bombs)', () => {
  it.each([
    [1200, 800, null],
    [10_000, 4_000, null],
    [50_000, 50_000, 'file_dimensions'],
    [10_001, 10, 'file_dimensions'],
    [8_000, 8_000, 'file_dimensions'],
    [0, 100, 'file_dimensions'],
  ])('%i × %i → %s', (width, height, code) => {
    expect(validateIdImageDimensions(width, height)?.code ?? null).toBe(code);
  });
});
