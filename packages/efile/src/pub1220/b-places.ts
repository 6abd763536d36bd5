import type { FieldSpec } from './fields.ts';
import { findLayoutField, getLayoutField as getBField } from './in-place.ts';
import { AMOUNT_FIELD_NAMES } from './layout-b.ts';

/** Where the fields the B checks read are, in one B layout (looked up once per layout). */
export interface BPlaces {
  paymentYear: FieldSpec;
  correction: FieldSpec;
  nameControl: FieldSpec;
  tin: FieldSpec;
  account: FieldSpec;
  amounts: readonly FieldSpec[];
  /** Index of each amount field in the layout. */
  amountIndexes: Int32Array;
  foreign: FieldSpec;
  state: FieldSpec;
  zip: FieldSpec;
  /** Not in the common layout of a B record whose form is unknown. */
  stateTax: FieldSpec | undefined;
  localTax: FieldSpec | undefined;
  /** Form-specific fields, where the layout has them. */
  cfsfCode: FieldSpec | undefined;
  dateOfClosing: FieldSpec | undefined;
  foreignCountry: FieldSpec | undefined;
}

const PLACES = new WeakMap<readonly FieldSpec[], BPlaces>();

export function getBPlaces(layout: readonly FieldSpec[]): BPlaces {
  let places = PLACES.get(layout);
  if (!places) {
    const amounts = AMOUNT_FIELD_NAMES.map((name) => getBField(layout, name));
    places = {
      paymentYear: getBField(layout, 'paymentYear'),
      correction: getBField(layout, 'correctedReturnIndicator'),
      nameControl: getBField(layout, 'nameControl'),
      tin: getBField(layout, 'payeeTin'),
      account: getBField(layout, 'payerAccountNumber'),
      amounts,
      amountIndexes: Int32Array.from(amounts, (field) => layout.indexOf(field)),
      foreign: getBField(layout, 'foreignCountryIndicator'),
      state: getBField(layout, 'payeeState'),
      zip: getBField(layout, 'payeeZipCode'),
      stateTax: findLayoutField(layout, 'stateIncomeTaxWithheld'),
      localTax: findLayoutField(layout, 'localIncomeTaxWithheld'),
      cfsfCode: findLayoutField(layout, 'combinedFederalStateCode'),
      dateOfClosing: findLayoutField(layout, 'dateOfClosing'),
      foreignCountry: findLayoutField(layout, 'foreignCountryOrUSPossession'),
    };
    PLACES.set(layout, places);
  }
  return places;
}
