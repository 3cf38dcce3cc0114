// Words of the sidebar: menu, search and favourites.
import type { FeatureText } from './featureTexts';

export const sidebarText = {
  tr: {
    label: 'Ana menü',
    tabs: 'Kenar çubuğu bölümleri',
    tabMenu: 'Menü',
    tabFavourites: 'Favoriler',
    searchLabel: 'Menüde ara',
    searchPlaceholder: 'Sayfa ara…',
    resultCount_one: '{{count}} sayfa bulundu',
    resultCount_other: '{{count}} sayfa bulundu',
    minLength: 'Aramak için en az {{count}} karakter yazın.',
    noResults: 'Sonuç bulunamadı: “{{query}}” ile eşleşen sayfa yok.',
    addFavourite: '{{title}}: favorilere ekle',
    removeFavourite: '{{title}}: favorilerden çıkar',
    noFavourites: 'Henüz favoriniz yok. Eklemek için Menü sekmesinde bir sayfanın yanındaki yıldıza (☆) basın.',
    lock: 'Menüyü açık tut',
    close: 'Menüyü kapat',
  },
  en: {
    label: 'Main menu',
    tabs: 'Sidebar sections',
    tabMenu: 'Menu',
    tabFavourites: 'Favourites',
    searchLabel: 'Search the menu',
    searchPlaceholder: 'Search pages…',
    resultCount_one: '{{count}} page found',
    resultCount_other: '{{count}} pages found',
    minLength: 'Type at least {{count}} characters to search.',
    noResults: 'No results: no page matches “{{query}}”.',
    addFavourite: 'Add {{title}} to favourites',
    removeFavourite: 'Remove {{title}} from favourites',
    noFavourites: 'No favourites yet. To add one, select the star (☆) next to a page in the Menu tab.',
    lock: 'Keep the menu open',
    close: 'Close the menu',
  },
} satisfies FeatureText;
