// The prospect list and the QR page travel as one chunk (the QR page opens from the list); qrcode still loads on its own.
export { ProspectsPage } from './prospects-page';
export { QrCodePage } from './qr-code-page';
export { ProspectPage } from './prospect-page';
