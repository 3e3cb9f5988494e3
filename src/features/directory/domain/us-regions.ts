export interface Region {
  /** Magento's directory_country_region id, so ids match addresses made against Magento's data. */
  id: number;
  code: string;
  name: string;
}

const row = (id: number, code: string, name: string): Region => ({ id, code, name });

/** The 50 states and DC (territories and military regions left out). */
export const US_REGIONS: Region[] = [
  row(1, 'AL', 'Alabama'),
  row(2, 'AK', 'Alaska'),
  row(4, 'AZ', 'Arizona'),
  row(5, 'AR', 'Arkansas'),
  row(12, 'CA', 'California'),
  row(13, 'CO', 'Colorado'),
  row(14, 'CT', 'Connecticut'),
  row(15, 'DE', 'Delaware'),
  row(16, 'DC', 'District of Columbia'),
  row(18, 'FL', 'Florida'),
  row(19, 'GA', 'Georgia'),
  row(21, 'HI', 'Hawaii'),
  row(22, 'ID', 'Idaho'),
  row(23, 'IL', 'Illinois'),
  row(24, 'IN', 'Indiana'),
  row(25, 'IA', 'Iowa'),
  row(26, 'KS', 'Kansas'),
  row(27, 'KY', 'Kentucky'),
  row(28, 'LA', 'Louisiana'),
  row(29, 'ME', 'Maine'),
  row(31, 'MD', 'Maryland'),
  row(32, 'MA', 'Massachusetts'),
  row(33, 'MI', 'Michigan'),
  row(34, 'MN', 'Minnesota'),
  row(35, 'MS', 'Mississippi'),
  row(36, 'MO', 'Missouri'),
  row(37, 'MT', 'Montana'),
  row(38, 'NE', 'Nebraska'),
  row(39, 'NV', 'Nevada'),
  row(40, 'NH', 'New Hampshire'),
  row(41, 'NJ', 'New Jersey'),
  row(42, 'NM', 'New Mexico'),
  row(43, 'NY', 'New York'),
  row(44, 'NC', 'North Carolina'),
  row(45, 'ND', 'North Dakota'),
  row(47, 'OH', 'Ohio'),
  row(48, 'OK', 'Oklahoma'),
  row(49, 'OR', 'Oregon'),
  row(51, 'PA', 'Pennsylvania'),
  row(53, 'RI', 'Rhode Island'),
  row(54, 'SC', 'South Carolina'),
  row(55, 'SD', 'South Dakota'),
  row(56, 'TN', 'Tennessee'),
  row(57, 'TX', 'Texas'),
  row(58, 'UT', 'Utah'),
  row(59, 'VT', 'Vermont'),
  row(61, 'VA', 'Virginia'),
  row(62, 'WA', 'Washington'),
  row(63, 'WV', 'West Virginia'),
  row(64, 'WI', 'Wisconsin'),
  row(65, 'WY', 'Wyoming'),
];
