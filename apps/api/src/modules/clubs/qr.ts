import type { QR_FORMATS, QR_THEMES } from '@tifo/contract';
import QRCode from 'qrcode';

export type QrTheme = (typeof QR_THEMES)[number];
export type QrFormat = (typeof QR_FORMATS)[number];

/** light: dark modules on white; dark: white modules on the brand's navy. */
const COLOURS: Record<QrTheme, { dark: string; light: string }> = {
  light: { dark: '#000000', light: '#ffffff' },
  dark: { dark: '#ffffff', light: '#14213D' },
};

export const QR_CONTENT_TYPES: Record<QrFormat, string> = { png: 'image/png', svg: 'image/svg+xml' };

/** The QR code of a club's public page, 512 px wide. */
export async function renderClubQr(url: string, theme: QrTheme, format: QrFormat): Promise<Buffer> {
  const options = { errorCorrectionLevel: 'M' as const, margin: 2, width: 512, color: COLOURS[theme] };
  if (format === 'svg') return Buffer.from(await QRCode.toString(url, { ...options, type: 'svg' }), 'utf8');
  return QRCode.toBuffer(url, { ...options, type: 'png' });
}
