// The walls of the architecture (docs/ARCHITECTURE.md), checked by `npm test`:
//   npx depcruise src --config .dependency-cruiser.cjs --ignore-known
// Known violations still to fix are listed in .dependency-cruiser-known-violations.json; a new one fails.

/** Features, lowest first. A feature imports only features of lower layers: dependencies run one way. */
const LAYERS = [
  ['stores', 'consent'],
  ['directory', 'payment', 'personalisation', 'subscriptions', 'cms', 'mail'],
  ['customers', 'catalog', 'paypal'],
  ['cart'],
  ['shipping'],
  ['gift-messages', 'captcha', 'pricing', 'pickup-points'],
  ['coupons', 'rewards', 'basket', 'gift-registry'],
  ['promo-gifts', 'pod-recycling', 'secondary-packaging'],
  ['orders'],
  ['parcel-shops', 'address-finder', 'age-verification', 'payu'],
  ['checkout'],
  ['account'],
];

const SERVER_ONLY_PACKAGES = '(^|/)node_modules/(fastify|@fastify/[^/]+|drizzle-orm|pg|@electric-sql/pglite|@node-rs/argon2|qs)/';
const DOMAIN = '^src/(features/[^/]+|shared|app)/domain/';
const WEB = '^src/(features/[^/]+|shared|app)/web/';
/** The app assembly (src/app/): the only code outside the features that imports every feature. */
const ASSEMBLY = '^src/app/';

const alternatives = (names) => `(${names.join('|')})`;

const layerRules = LAYERS.flatMap((layer, index) => {
  const higherOrPeer = LAYERS.slice(index).flat();
  return layer.map((feature) => ({
    name: 'feature-direction',
    comment: `${feature} may import only features of lower layers (${LAYERS.slice(0, index).flat().join(', ') || 'none'}).`,
    severity: 'error',
    from: { path: `^src/features/${feature}/` },
    to: { path: `^src/features/${alternatives(higherOrPeer.filter((f) => f !== feature))}/` },
  }));
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Modules import each other in a circle.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'feature-cycle',
      comment: 'An import into another feature that leads back into this one: a cycle between features.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/', circular: true },
    },
    ...layerRules,
    {
      name: 'feature-has-a-layer',
      comment: 'Every feature is placed in LAYERS (.dependency-cruiser.cjs), so its direction is checked.',
      severity: 'error',
      from: { path: `^src/features/(?!${alternatives(LAYERS.flat())}/)` },
      to: {},
    },
    {
      name: 'domain-imports-only-domain',
      comment: 'domain/ is pure: it imports only domain code (its own feature, other features, src/shared/domain).',
      severity: 'error',
      from: { path: DOMAIN },
      to: { path: '^src/', pathNot: DOMAIN },
    },
    {
      name: 'domain-no-server-packages',
      comment: 'domain/ runs in the browser too: no server-only packages, no node: builtins.',
      severity: 'error',
      from: { path: DOMAIN },
      to: { path: SERVER_ONLY_PACKAGES },
    },
    {
      name: 'domain-no-node-builtins',
      comment: 'domain/ runs in the browser too: no node: builtins.',
      severity: 'error',
      from: { path: DOMAIN },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'web-not-server',
      comment: 'web/ never reaches server code, providers or the database.',
      severity: 'error',
      from: { path: WEB },
      to: { path: '^src/(features/[^/]+/(server|providers)|shared/server|db)/' },
    },
    {
      name: 'web-no-server-packages',
      comment: 'web/ runs in the browser: no server-only packages.',
      severity: 'error',
      from: { path: WEB },
      to: { path: SERVER_ONLY_PACKAGES },
    },
    {
      name: 'web-no-node-builtins',
      comment: 'web/ runs in the browser: no node: builtins.',
      severity: 'error',
      from: { path: WEB },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-not-web',
      comment: 'Server code never imports React code.',
      severity: 'error',
      from: { path: '^src/(features/[^/]+|shared)/server/' },
      to: { path: WEB },
    },
    {
      name: 'shared-knows-no-feature',
      comment: 'src/shared/ knows no feature; only the app assembly (src/app/) imports features.',
      severity: 'error',
      from: { path: '^src/shared/', pathNot: ASSEMBLY },
      to: { path: '^src/features/' },
    },
    {
      name: 'nothing-imports-the-assembly',
      comment: 'The app assembly (src/app/) composes features; features and shared code never import it.',
      severity: 'error',
      from: { path: '^src/', pathNot: ASSEMBLY },
      to: { path: '^src/app/' },
    },
    {
      name: 'db-knows-only-domain',
      comment: "The schema may type its JSON columns with a feature's domain types, nothing more of a feature.",
      severity: 'error',
      from: { path: '^src/db/', pathNot: ASSEMBLY },
      to: { path: '^src/features/[^/]+/(?!domain/)' },
    },
    {
      name: 'sql-is-private',
      comment: "A feature's SQL (server/store.ts) is its own: others ask its service.",
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/[^/]+/server/store\\.ts$', pathNot: '^src/features/$1/' },
    },
    {
      name: 'feature-front-doors',
      comment:
        "Another feature is reached only through a room's front door: its domain/index.ts, server/index.ts or " +
        'web/index.ts. A lazily loaded component (a dynamic import) may be named by its own file, so that its ' +
        'code stays in its own chunk.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: {
        path: '^src/features/',
        pathNot: ['^src/features/$1/', '^src/features/[^/]+/(domain|server|web)/index\\.ts$'],
        dependencyTypesNot: ['dynamic-import'],
      },
    },
    {
      name: 'store-is-behind-the-door',
      comment: "A feature's SQL (server/store.ts) is not part of its front door: the door names commands and queries.",
      severity: 'error',
      from: { path: '^src/features/[^/]+/server/index\\.ts$' },
      to: { path: '^src/features/[^/]+/server/store\\.ts$' },
    },
  ],
  options: {
    // Test files and test support arrange state across features on purpose; the walls are for the product code.
    exclude: { path: ['\\.test\\.tsx?$', '(^|/)testing(/|\\.ts$)', '-fixture\\.ts$'] },
    doNotFollow: { path: 'node_modules' },
    // `import type` is a dependency too: types follow the same direction.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
