// The readable part of a media file's public address (`/media/<id>-<slug>.<ext>`), from the uploaded file's
// name: Turkish letters spelled in ASCII, anything else a hyphen, at most 60 characters, never empty.

const ASCII: Readonly<Record<string, string>> = { ç: 'c', ğ: 'g', ı: 'i', İ: 'i', ö: 'o', ş: 's', ü: 'u', Ç: 'c', Ğ: 'g', Ö: 'o', Ş: 's', Ü: 'u' };

export function mediaSlug(fileName: string): string {
  const stem = fileName.replace(/\.[^.]*$/, '');
  const slug = stem.replace(/[çğıİöşüÇĞÖŞÜ]/g, (c) => ASCII[c] ?? '-').normalize('NFKD').toLowerCase()
    .replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60).replace(/-+$/, '');
  return slug === '' ? 'gorsel' : slug;
}
