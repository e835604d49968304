import { ZONE_TYPE_LABELS, ZONE_TYPES, type ZoneType } from '@portal/schema/rules/yield-map';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.ts';
import { SelectField } from '../../ui/text-field.tsx';

export const MapSelectors_culture = graphql(`
  fragment MapSelectors_culture on Culture {
    id
    idtCultureTypeTRAME
    intitule
  }
`);

/** The yield map's selectors (spec 001 §2): the kind of zone drawn and the culture, each with its label. */
export function MapSelectors(props: {
  cultures: readonly FragmentType<typeof MapSelectors_culture>[];
  zoneType: ZoneType;
  culture: number;
  onZoneType: (zoneType: ZoneType) => void;
  onCulture: (culture: number) => void;
}) {
  const cultures = getFragmentData(MapSelectors_culture, props.cultures);
  return (
    <>
      <SelectField
        label="Zones"
        value={props.zoneType}
        onChange={(event) => props.onZoneType(event.target.value as ZoneType)}
      >
        {ZONE_TYPES.map((type) => (
          <option key={type} value={type}>
            {ZONE_TYPE_LABELS[type]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Culture"
        value={props.culture}
        onChange={(event) => props.onCulture(Number(event.target.value))}
      >
        {cultures.map((c) => (
          <option key={c.id} value={c.idtCultureTypeTRAME}>
            {c.intitule}
          </option>
        ))}
      </SelectField>
    </>
  );
}
