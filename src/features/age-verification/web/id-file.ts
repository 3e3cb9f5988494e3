import { validateIdImage } from '../../../shared/domain/validation/file-rules';
import { IMAGE_SIGNATURE_BYTES } from '../../../shared/domain/validation/file-rules';
import { ruleFailureText } from '../../../shared/domain/validation/rule-failure';
import { UPLOAD_INPUT_COUNT_ERROR } from '../domain/messages';

/** The browser's first check of a chosen ID picture (the server checks again, by content): JPEG or PNG, at most 5 MB. */
export async function checkIdFile(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  const failure = validateIdImage({ head, size: file.size });
  return failure ? ruleFailureText(failure) : null;
}

/** Spec 001 §5: exactly one upload input must exist; otherwise a console error (the upload still works with the first). */
export function checkSingleUploadInput(root: ParentNode = document): void {
  const count = root.querySelectorAll('input[type="file"][name="files"]').length;
  if (count !== 1) console.error(UPLOAD_INPUT_COUNT_ERROR.replace('%1', String(count)));
}
