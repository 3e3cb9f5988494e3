import { DAY_LABELS, POINT_TYPE_LABELS, type PickupPoint, WEEK_DAYS, addressLine, formatDistance, formatOpeningHours } from '../domain';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text and attribute values for HTML: every character that could end a text or an attribute is escaped. */
function escapeHtml(text: string | number): string {
  return String(text).replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

function pointHtml(p: PickupPoint): string {
  const hours = WEEK_DAYS.map(
    (day) => `<tr><th scope="row">${DAY_LABELS[day]}</th><td>${escapeHtml(formatOpeningHours(p.horairesOuverture[day]))}</td></tr>`,
  ).join('');
  return [
    `<li class="colissimo-pickup-point" data-pickup-id="${escapeHtml(p.identifiant)}" data-network-code="${escapeHtml(p.reseau)}">`,
    `<h3 class="colissimo-pickup-name">${escapeHtml(p.nom)}</h3>`,
    `<p class="colissimo-pickup-type">${escapeHtml(POINT_TYPE_LABELS[p.typeDePoint])} · ${escapeHtml(formatDistance(p.distanceEnMetre))}</p>`,
    `<p class="colissimo-pickup-address">${escapeHtml(addressLine(p))}<br>${escapeHtml(p.codePostal)} ${escapeHtml(p.localite)}</p>`,
    `<table class="colissimo-pickup-hours"><caption>Opening hours</caption><tbody>${hours}</tbody></table>`,
    `<button type="button" class="colissimo-pickup-choose" value="${escapeHtml(p.identifiant)}/${escapeHtml(p.reseau)}">Choose ${escapeHtml(p.nom)}</button>`,
    '</li>',
  ].join('');
}

/** The widget's list of nearby points (spec 001 §7 pickup/load), or a notice when none is near. */
export function pickupListHtml(points: PickupPoint[]): string {
  if (points.length === 0) return '<div class="colissimo-pickup-list"><p class="colissimo-pickup-empty">No pickup point was found near this address.</p></div>';
  return `<div class="colissimo-pickup-list"><ul>${points.map(pointHtml).join('')}</ul></div>`;
}
