// The font family every PDF text uses; registered with pdfmake in pdfMakeServer.ts.
export const PDF_FONT = 'Roboto';
