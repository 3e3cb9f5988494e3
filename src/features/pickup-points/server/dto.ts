import { type PickupPoint, type SavedPickup, WEEK_DAYS } from '../domain';

/** A point as the shop's REST answers give it (snake_case, La Poste's French names). */
export function pickupAddressDto(p: PickupPoint) {
  return {
    identifiant: p.identifiant,
    reseau: p.reseau,
    nom: p.nom,
    adresse1: p.adresse1,
    adresse2: p.adresse2,
    adresse3: p.adresse3,
    code_postal: p.codePostal,
    localite: p.localite,
    code_pays: p.codePays,
    libelle_pays: p.libellePays,
    type_de_point: p.typeDePoint,
    distance_en_metre: p.distanceEnMetre,
    horaires_ouverture: Object.fromEntries(WEEK_DAYS.map((day) => [day.toLowerCase(), p.horairesOuverture[day]])),
    latitude: p.coordGeolocalisationLatitude,
    longitude: p.coordGeolocalisationLongitude,
    poids_maxi: p.poidsMaxi,
  };
}

/** The cart's pickup: the point's address plus the key and mobile it was saved with. */
export function savedPickupDto(saved: SavedPickup) {
  return { pickup_id: saved.point.identifiant, network_code: saved.point.reseau, telephone: saved.telephone, ...pickupAddressDto(saved.point) };
}
