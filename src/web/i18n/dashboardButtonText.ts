// Words of the personal dashboard on the first page: the user menu's link to it and the report page's "add to my
// dashboard" button (web/dashboard/AddToDashboardButton.tsx).
import type { FeatureText } from './featureTexts';

export const dashboardButtonText = {
  tr: {
    link: 'Panom',
    addToDashboard: 'Panoma ekle',
    addedToDashboard: 'Rapor panonuza eklendi.',
    dashboardFull: 'Panonuz dolu ({{max}} panel); eklemek için panonuzda bir paneli boşaltın ya da birleştirin.',
    addFailed: 'Rapor panoya eklenemedi; yeniden deneyin.',
  },
  en: {
    link: 'My dashboard',
    addToDashboard: 'Add to my dashboard',
    addedToDashboard: 'The report was added to your dashboard.',
    dashboardFull: 'Your dashboard is full ({{max}} panels); empty or merge a panel there to add this one.',
    addFailed: 'The report could not be added to the dashboard; try again.',
  },
} satisfies FeatureText;
