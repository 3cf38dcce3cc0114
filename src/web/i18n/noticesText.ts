// The notice modal's titles, as the spec names them, and its button.
export const noticesText = {
  tr: { information: 'Bilgi', success: 'İşlem Başarılı', ok: 'Tamam' },
  en: { information: 'Information', success: 'Operation Successful', ok: 'OK' },
};
