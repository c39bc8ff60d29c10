import { fileSizeText } from '@/lib/format/file-size';

/** The multipart body's upload: bytes sent of the total, as a real progress bar. */
export function UploadProgress({ sent, total }: { sent: number; total: number }) {
  const percent = total > 0 ? Math.floor((sent * 100) / total) : 0;
  const text =
    sent >= total
      ? `Uploaded ${fileSizeText(total)}; waiting for the service…`
      : `Uploading: ${fileSizeText(sent)} of ${fileSizeText(total)} (${percent}%)`;
  return (
    <div className="grid gap-1.5" data-testid="upload-progress">
      <div
        role="progressbar"
        aria-label="Upload"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={sent}
        aria-valuetext={text}
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="text-xs text-muted-foreground">{text}</p>
    </div>
  );
}
