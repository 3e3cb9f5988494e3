import { type RuleFailure, ruleFailure } from '../../../shared/domain/validation/rule-failure';
import { INVOICE_INVALID_MESSAGE, RFC_MESSAGE } from './messages';

/**
 * The Mexican tax id (RFC, Registro Federal de Contribuyentes): 3 letters for a company or 4 for a
 * person (Ñ and & allowed), the date of registration or birth YYMMDD, and a 3-character homoclave.
 */
const RFC_PATTERN = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2}[A\d])$/;

/** Spec 002 §5: the rfcNumber is upper-cased (and trimmed) before sending. */
export function normaliseRfc(value: string | null | undefined): string {
  return (value ?? '').trim().toUpperCase();
}

export function validateRfc(value: string | null | undefined): RuleFailure | null {
  const match = RFC_PATTERN.exec(normaliseRfc(value));
  if (!match) return ruleFailure('rfc', RFC_MESSAGE);
  const month = Number(match[3]);
  const day = Number(match[4]);
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? null : ruleFailure('rfc', RFC_MESSAGE);
}

/** The electronic invoice form: when the shopper asks for an invoice its fields must be valid. */
export function validateInvoiceRequest(request: { receiveInvoice: boolean; rfcNumber?: string | null }): RuleFailure | null {
  if (!request.receiveInvoice) return null;
  return validateRfc(request.rfcNumber) ? ruleFailure('invoice', INVOICE_INVALID_MESSAGE) : null;
}

/**
 * The whole electronic invoice form (CFDI 4.0 asks for the RFC, the name as registered with the tax
 * authority (SAT), the tax regime, the use of the invoice and the postcode of the tax address). The
 * spec names only rfcNumber; the others are the fields a Mexican invoice cannot be issued without.
 */
export interface ElectronicInvoiceForm {
  receiveInvoice: boolean;
  rfcNumber?: string | null;
  businessName?: string | null;
  taxRegime?: string | null;
  cfdiUse?: string | null;
  postcode?: string | null;
  email?: string | null;
}

export interface ElectronicInvoiceData {
  receiveInvoice: boolean;
  rfcNumber: string | null;
  businessName: string | null;
  taxRegime: string | null;
  cfdiUse: string | null;
  postcode: string | null;
  email: string | null;
}

const INVOICE_BUSINESS_NAME_MESSAGE = 'Please enter the name registered with the SAT.';
const INVOICE_TAX_REGIME_MESSAGE = 'Please choose a valid tax regime.';
const INVOICE_CFDI_USE_MESSAGE = 'Please choose a valid CFDI use.';
const INVOICE_POSTCODE_MESSAGE = 'Please enter the 5-digit postcode of your tax address.';
const INVOICE_EMAIL_MESSAGE = 'Please enter a valid email address (Ex: johndoe@domain.com).';

/** SAT's catalogue c_RegimenFiscal. */
export const TAX_REGIMES = [
  '601',
  '603',
  '605',
  '606',
  '607',
  '608',
  '610',
  '611',
  '612',
  '614',
  '615',
  '616',
  '620',
  '621',
  '622',
  '623',
  '624',
  '625',
  '626',
] as const;
/** SAT's catalogue c_UsoCFDI (CFDI 4.0). */
export const CFDI_USES = [
  'G01',
  'G02',
  'G03',
  'I01',
  'I02',
  'I03',
  'I04',
  'I05',
  'I06',
  'I07',
  'I08',
  'D01',
  'D02',
  'D03',
  'D04',
  'D05',
  'D06',
  'D07',
  'D08',
  'D09',
  'D10',
  'S01',
  'CP01',
] as const;

const text = (value: string | null | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/**
 * Validates the form and answers it normalised (RFC upper-cased; codes upper-cased; blanks null), or
 * every field's failure. A shopper who does not ask for an invoice has nothing else to fill in.
 */
export function validateInvoiceForm(form: ElectronicInvoiceForm): { data: ElectronicInvoiceData; failures: RuleFailure[] } {
  if (!form.receiveInvoice) {
    return { data: { receiveInvoice: false, rfcNumber: null, businessName: null, taxRegime: null, cfdiUse: null, postcode: null, email: null }, failures: [] };
  }
  const data: ElectronicInvoiceData = {
    receiveInvoice: true,
    rfcNumber: text(normaliseRfc(form.rfcNumber)),
    businessName: text(form.businessName)?.replace(/\s+/g, ' ') ?? null,
    taxRegime: text(form.taxRegime),
    cfdiUse: text(form.cfdiUse)?.toUpperCase() ?? null,
    postcode: text(form.postcode),
    email: text(form.email),
  };
  const failures: RuleFailure[] = [];
  const rfc = validateRfc(data.rfcNumber);
  if (rfc) failures.push(ruleFailure('rfcNumber', rfc.message));
  if (!data.businessName || data.businessName.length > 254) failures.push(ruleFailure('businessName', INVOICE_BUSINESS_NAME_MESSAGE));
  if (!(TAX_REGIMES as readonly string[]).includes(data.taxRegime ?? '')) failures.push(ruleFailure('taxRegime', INVOICE_TAX_REGIME_MESSAGE));
  if (!(CFDI_USES as readonly string[]).includes(data.cfdiUse ?? '')) failures.push(ruleFailure('cfdiUse', INVOICE_CFDI_USE_MESSAGE));
  if (!/^\d{5}$/.test(data.postcode ?? '')) failures.push(ruleFailure('postcode', INVOICE_POSTCODE_MESSAGE));
  if (data.email !== null && (data.email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(data.email)))
    failures.push(ruleFailure('email', INVOICE_EMAIL_MESSAGE));
  return { data, failures };
}

/** SAT's names of the tax regimes (c_RegimenFiscal), for the form's choice. */
export const TAX_REGIME_NAMES: Readonly<Record<(typeof TAX_REGIMES)[number], string>> = {
  '601': 'General de Ley Personas Morales',
  '603': 'Personas Morales con Fines no Lucrativos',
  '605': 'Sueldos y Salarios e Ingresos Asimilados a Salarios',
  '606': 'Arrendamiento',
  '607': 'Régimen de Enajenación o Adquisición de Bienes',
  '608': 'Demás ingresos',
  '610': 'Residentes en el Extranjero sin Establecimiento Permanente en México',
  '611': 'Ingresos por Dividendos (socios y accionistas)',
  '612': 'Personas Físicas con Actividades Empresariales y Profesionales',
  '614': 'Ingresos por intereses',
  '615': 'Régimen de los ingresos por obtención de premios',
  '616': 'Sin obligaciones fiscales',
  '620': 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos',
  '621': 'Incorporación Fiscal',
  '622': 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras',
  '623': 'Opcional para Grupos de Sociedades',
  '624': 'Coordinados',
  '625': 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
  '626': 'Régimen Simplificado de Confianza',
};

/** SAT's names of the uses of an invoice (c_UsoCFDI, CFDI 4.0). */
export const CFDI_USE_NAMES: Readonly<Record<(typeof CFDI_USES)[number], string>> = {
  G01: 'Adquisición de mercancías',
  G02: 'Devoluciones, descuentos o bonificaciones',
  G03: 'Gastos en general',
  I01: 'Construcciones',
  I02: 'Mobiliario y equipo de oficina por inversiones',
  I03: 'Equipo de transporte',
  I04: 'Equipo de computo y accesorios',
  I05: 'Dados, troqueles, moldes, matrices y herramental',
  I06: 'Comunicaciones telefónicas',
  I07: 'Comunicaciones satelitales',
  I08: 'Otra maquinaria y equipo',
  D01: 'Honorarios médicos, dentales y gastos hospitalarios',
  D02: 'Gastos médicos por incapacidad o discapacidad',
  D03: 'Gastos funerales',
  D04: 'Donativos',
  D05: 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)',
  D06: 'Aportaciones voluntarias al SAR',
  D07: 'Primas por seguros de gastos médicos',
  D08: 'Gastos de transportación escolar obligatoria',
  D09: 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones',
  D10: 'Pagos por servicios educativos (colegiaturas)',
  S01: 'Sin efectos fiscales',
  CP01: 'Pagos',
};
