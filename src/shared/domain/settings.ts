/** Store config values by path, as stored in `store_config`. */
export type ConfigValues = Record<string, string>;

/** Reads a section's own config paths, falling back to its defaults; any other path is a type error. */
export interface SettingsGetter<Path extends string> {
  // Function properties, not methods: a getter of some paths then cannot stand in for a getter of others.
  text: (path: Path) => string;
  /** '1' is on, anything else off. */
  flag: (path: Path) => boolean;
  /** A whole number, 0 when the value is not one. */
  int: (path: Path) => number;
}

/** One feature's settings: the config paths it owns with their defaults, and how it reads them. */
export interface SettingsSection<Path extends string, Settings> {
  defaults: Readonly<Record<Path, string>>;
  read(values: ConfigValues): Settings;
}

export function defineSettings<const Defaults extends Record<string, string>, Settings>(
  defaults: Defaults,
  read: (get: SettingsGetter<keyof Defaults & string>) => Settings,
): SettingsSection<keyof Defaults & string, Settings> {
  return {
    defaults,
    read(values) {
      const text = (path: keyof Defaults & string) => values[path] ?? defaults[path];
      return read({ text, flag: (path) => text(path) === '1', int: (path) => Number.parseInt(text(path), 10) || 0 });
    },
  };
}

type AnySection = SettingsSection<string, object>;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type SettingsOf<Sections extends readonly AnySection[]> = Intersection<ReturnType<Sections[number]['read']>>;

/** Several sections read as one: their defaults together (a path owned twice is refused) and one object of all their settings. */
export function composeSettings<const Sections extends readonly AnySection[]>(sections: Sections): SettingsSection<string, SettingsOf<Sections>> {
  const defaults: ConfigValues = {};
  for (const section of sections) {
    for (const [path, value] of Object.entries(section.defaults)) {
      if (path in defaults) throw new Error(`Store config path ${path} is owned by two settings sections.`);
      defaults[path] = value;
    }
  }
  return {
    defaults,
    read: (values) => Object.assign({}, ...sections.map((section) => section.read(values))) as SettingsOf<Sections>,
  };
}
