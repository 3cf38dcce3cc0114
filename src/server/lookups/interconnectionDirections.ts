// The directions of Turkey's interconnections with ENTSO-E whose capacity is allocated by auction, as the
// operator's direction lists answer them (exporting country first): the Bulgarian and the Greek border, each
// both ways. The line-capacities and capacity-demand operations take one of them as `direction`.
export const INTERCONNECTION_DIRECTIONS: readonly string[] = ['TRBG', 'BGTR', 'TRGR', 'GRTR'];
