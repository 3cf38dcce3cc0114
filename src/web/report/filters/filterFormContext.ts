import type { FilterFormData } from '../../../engine/filters/filterWidget';

/** What every filter widget may read beyond its own value (FilterField passes it as formContext). */
export interface FilterFormContext {
  /** The whole draft, so a dependent lookup sees its parent's value. */
  formData: FilterFormData;
  /** The instant date presets resolve against, fixed for the page's life so presets stay stable. */
  now: Date;
}
