// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { FILE_SIZE_MESSAGE, FILE_TYPE_MESSAGE } from '../../../shared/domain/validation/messages';
import { PASSPORT_MRZ_INVALID, UPLOAD_INPUT_COUNT_ERROR } from '../domain';
import type { AgeVerificationConfig, IdScanResponse } from './age-api';
import { checkIdFile, checkSingleUploadInput } from './id-file';
import { IdScanDialog } from './id-scan-dialog';
import { IdUploadBlock } from './id-upload-block';
import { ProofForm } from './proof-form';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const pngFile = (size = 100, name = 'id.png') =>
  new File([new Uint8Array([...PNG_HEAD, ...new Array(Math.max(0, size - 8)).fill(0)])], name, { type: 'image/png' });

const CONFIG: AgeVerificationConfig = {
  isVerified: false,
  isVerificationRequired: true,
  status: 'id_scan_required',
  attemptsLeft: 0,
  IDScan: {
    enabled: true,
    isVerificationRequired: true,
    attemptsLeft: 3,
    failedMessage: 'Not an ID we can read.',
    maxAttemptsMessage: 'No attempts left.',
    supportPhone: '0800 123 4567',
    supportEmail: 'support@vype.example',
    submitUrl: '/idscan/submit',
  },
  ageVerifyWithIdscan: { IdscanWithAgeVerificationEnabled: false },
  paths: { config: '/age-verification', verify: '/age-verification/verify', refer: '/age-verification/refer', idScan: '/idscan/submit' },
};

afterEach(() => cleanup());

describe('the browser’s check of an ID file', () => {
  it('takes a PNG by its first bytes, whatever its name', async () => {
    expect(await checkIdFile(pngFile(100, 'id.exe'))).toBeNull();
  });
  it('refuses a page renamed .png and a file over 5 MB', async () => {
    expect(await checkIdFile(new File(['<html></html>'], 'id.png', { type: 'image/png' }))).toBe(FILE_TYPE_MESSAGE);
    expect(await checkIdFile(pngFile(5_242_881))).toBe(FILE_SIZE_MESSAGE);
  });
  it('says in the console when there is not exactly one upload input', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const root = document.createElement('div');
    root.innerHTML = '<input type="file" name="files"><input type="file" name="files">';
    checkSingleUploadInput(root);
    expect(error).toHaveBeenCalledWith(UPLOAD_INPUT_COUNT_ERROR.replace('%1', '2'));
    error.mockRestore();
  });
});

describe('the second upload variant', () => {
  it('enables Submit only once a file is chosen, then shows the success', async () => {
    const upload = vi.fn(async (): Promise<IdScanResponse> => ({ success: true, error_message: '', exceed_max_attempts: false }));
    const onVerified = vi.fn();
    render(
      <MemoryRouter>
        <IdUploadBlock config={CONFIG} upload={upload} onVerified={onVerified} />
      </MemoryRouter>,
    );
    expect(screen.getByText('No file chosen')).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Upload your Id'), { target: { files: [pngFile(100, 'passport.png')] } });
    expect(screen.getByText('passport.png')).toBeTruthy();
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your ID account is now verified'));
    expect(onVerified).toHaveBeenCalled();
  });

  it('offers only the way back to the basket when no attempt is left', () => {
    render(
      <MemoryRouter>
        <IdUploadBlock config={{ ...CONFIG, IDScan: { ...CONFIG.IDScan, attemptsLeft: 0 } }} upload={vi.fn()} onVerified={vi.fn()} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Return to your basket' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  });
});

describe('the ID-scan popup', () => {
  it('shows the returned error and resets the file; a failed request gives the support line', async () => {
    const upload = vi
      .fn<(file: File) => Promise<IdScanResponse>>()
      .mockResolvedValueOnce({ success: false, error_message: 'Not an ID we can read.', exceed_max_attempts: false })
      .mockRejectedValueOnce(new Error('network'));
    render(<IdScanDialog config={CONFIG} upload={upload} onVerified={vi.fn()} onClose={vi.fn()} />);
    expect(document.activeElement?.textContent).toBe('Upload and Verify Document');
    const input = document.querySelector<HTMLInputElement>('input[name="files"]')!;
    fireEvent.change(input, { target: { files: [pngFile()] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Not an ID we can read.'));
    fireEvent.change(input, { target: { files: [pngFile()] } });
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Age Verification request has failed, please contact the support line on a phone number 0800 123 4567 or email support@vype.example',
      ),
    );
  });

  it('Escape closes it without success', () => {
    const onClose = vi.fn();
    render(<IdScanDialog config={CONFIG} upload={vi.fn()} onVerified={vi.fn()} onClose={onClose} />);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledWith(false);
  });
});

describe('the proof form', () => {
  it('shows the button once a method is chosen and checks the MRZ before sending', async () => {
    const submit = vi.fn();
    render(<ProofForm submit={submit} onAnswer={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Verify age and place order' })).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Passport' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Passport number (MRZ)' }), { target: { value: 'L898902C4UTO6908061F9406236ZE184226B14' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Expiry date' }), { target: { value: '1994-06-23' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify age and place order' }));
    await waitFor(() => expect(screen.getByText(PASSPORT_MRZ_INVALID)).toBeTruthy());
    expect(submit).not.toHaveBeenCalled();
  });
});
