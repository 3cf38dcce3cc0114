import { useTranslation } from '../../i18n/useTranslation';

interface FavouriteStarProps {
  title: string;
  pressed: boolean;
  onToggle: () => void;
}

export function FavouriteStar({ title, pressed, onToggle }: FavouriteStarProps) {
  const { t } = useTranslation();
  const label = t(pressed ? 'sidebar.removeFavourite' : 'sidebar.addFavourite', { title });
  return (
    <button type="button" className="sidebar-star" aria-pressed={pressed} aria-label={label} title={label} onClick={onToggle}>
      <span aria-hidden="true">{pressed ? '★' : '☆'}</span>
    </button>
  );
}
