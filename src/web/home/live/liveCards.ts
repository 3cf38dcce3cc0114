// The cards of the home page's live summary, in the order they are shown. A card is one component reading one
// dashboard call; adding a card is adding it here.
import type { ComponentType } from 'react';
import { AnnouncementsCard } from './AnnouncementsCard';
import { ConsumptionCard } from './ConsumptionCard';
import { DayAheadPriceCard } from './DayAheadPriceCard';
import { GasPriceCard } from './GasPriceCard';
import { GenerationMixCard } from './GenerationMixCard';
import { IntradayPriceCard } from './IntradayPriceCard';
import { MarketMessagesCard } from './MarketMessagesCard';
import { WorkshopsCard } from './WorkshopsCard';

export const liveCards: readonly { id: string; Card: ComponentType<{ now: Date }> }[] = [
  { id: 'day-ahead', Card: DayAheadPriceCard },
  { id: 'consumption', Card: ConsumptionCard },
  { id: 'generation', Card: GenerationMixCard },
  { id: 'intraday', Card: IntradayPriceCard },
  { id: 'gas', Card: GasPriceCard },
  { id: 'messages', Card: MarketMessagesCard },
  { id: 'announcements', Card: AnnouncementsCard },
  { id: 'workshops', Card: WorkshopsCard },
];
