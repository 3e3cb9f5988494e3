/**
 * Where an order is collected from when it does not go to the shopper's address: a Colissimo pickup
 * point or a DPD parcel shop. The features that keep them describe them in this shape (the app hands
 * orders their finders), so the order's answer and the success page name the place the same way.
 */
export interface OrderDeliveryPoint {
  type: 'pickup_point' | 'parcel_shop';
  name: string;
  /** Address lines, without empty ones. */
  street: string[];
  postcode: string;
  city: string;
  countryId: string;
}

/** The order's answer (`extension_attributes.delivery_point`), in Magento's snake case. */
export interface OrderDeliveryPointDto {
  type: OrderDeliveryPoint['type'];
  name: string;
  street: string[];
  postcode: string;
  city: string;
  country_id: string;
}

export function deliveryPointDto(point: OrderDeliveryPoint): OrderDeliveryPointDto {
  return { type: point.type, name: point.name, street: point.street, postcode: point.postcode, city: point.city, country_id: point.countryId };
}

/** The place's address as lines: the address, then postcode and town. */
export function deliveryPointLines(point: OrderDeliveryPointDto): string[] {
  return [...point.street.filter((line) => line.trim() !== ''), `${point.postcode} ${point.city}`.trim()];
}
