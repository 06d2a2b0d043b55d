import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { PdfDropZone } from './pdf-drop-zone';

const pdf = (name: string, bytes = 1024) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

let rejections = 0;
let lastRefused: string[] = [];
function Harness() {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <>
      <PdfDropZone files={files} onChange={setFiles} onRejected={(refused) => ((rejections += 1), (lastRefused = refused.map((r) => `${r.name}:${r.rule}`)))} />
      <output data-testid="chosen">{files.map((file) => file.name).join(',')}</output>
    </>
  );
}

const chosen = () => screen.getByTestId('chosen').textContent;
const drop = (files: File[]) => fireEvent.drop(screen.getByTestId('pdf-drop-zone'), { dataTransfer: { files } });

describe('PDF drop zone', () => {
  it('takes PDFs added with the Add File button', async () => {
    rejections = 0;
    renderWithProviders(<Harness />);
    expect(screen.getByText('Drag & drop or add files here')).toBeInTheDocument();
    await userEvent.setup().upload(screen.getByTestId('pdf-file-input'), [pdf('a.pdf'), pdf('b.pdf')]);
    expect(chosen()).toBe('a.pdf,b.pdf');
    expect(rejections).toBe(0);
  });

  it('refuses a file that is not a PDF or is over 4 MB, keeping the rest of the drop', () => {
    rejections = 0;
    renderWithProviders(<Harness />);
    drop([pdf('ok.pdf'), new File(['x'], 'photo.png', { type: 'image/png' }), pdf('big.pdf', 4 * 1024 * 1024 + 1)]);
    expect(chosen()).toBe('ok.pdf');
    expect(rejections).toBe(1);
    expect(lastRefused).toEqual(['photo.png:type', 'big.pdf:size']);
  });

  it('stops at five files', () => {
    rejections = 0;
    renderWithProviders(<Harness />);
    drop([pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf')]);
    drop([pdf('4.pdf'), pdf('5.pdf'), pdf('6.pdf')]);
    expect(chosen()).toBe('1.pdf,2.pdf,3.pdf,4.pdf,5.pdf');
    expect(rejections).toBe(1);
    expect(lastRefused).toEqual(['6.pdf:count']);
  });
});
