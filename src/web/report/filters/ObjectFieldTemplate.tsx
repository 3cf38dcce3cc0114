import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** The filters side by side, wrapping on narrow screens; no title or description of the root object. */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="filter-grid">{properties.map((property) => (property.hidden ? null : <div key={property.name} className="filter-cell">{property.content}</div>))}</div>;
}
