// The module check (`npm run check:modules`, part of `npm test`'s lint step): the three floors, and the API's
// modules in layers that import only downward (docs/ARCHITECTURE.md §Layers). The layers are listed once, lowest
// first, in scripts/module-layers.cjs; scripts/module-check.test.mjs plants wrong arrows to show each rule fails.
// A module may import its own layer's modules and lower ones, never a higher layer, and no two module folders
// may import each other, directly or around a circle.

const { LAYERS, api, pathOf } = require('./scripts/module-layers.cjs');

const pathsOf = (layers) => layers.flatMap((layer) => layer.holds.map(pathOf));
const upward = LAYERS.slice(0, -1).map((layer, index) => ({
  name: `layer-${layer.name}`,
  comment: `${layer.name} imports only its own layer and lower ones (docs/ARCHITECTURE.md §Layers)`,
  severity: 'error',
  from: { path: pathsOf([layer]) },
  to: { path: pathsOf(LAYERS.slice(index + 1)) },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...upward,
    {
      name: 'no-layer',
      comment: 'every source file of the API belongs to one layer: add its folder to LAYERS',
      severity: 'error',
      from: { path: api, pathNot: pathsOf(LAYERS) },
      to: {},
    },
    {
      name: 'module-folder-cycle',
      comment: 'two module folders import each other, directly or around a circle',
      severity: 'error',
      scope: 'folder',
      from: { path: api },
      to: { circular: true },
    },
    {
      name: 'file-cycle',
      comment: 'files that import each other, directly or around a circle',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'three-floors-contract',
      comment: 'packages/contract stands on nothing of the apps',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^apps/' },
    },
    {
      name: 'three-floors-apps',
      comment: 'the web app and the API meet only in packages/contract',
      severity: 'error',
      from: { path: '^apps/(web|api)/' },
      to: { path: '^apps/(web|api)/', pathNot: '^apps/$1/' },
    },
  ],
  options: {
    includeOnly: '^(apps/(api|web)/src|packages/contract/src)/',
    exclude: { path: '\\.test\\.tsx?$' },
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
  },
};
