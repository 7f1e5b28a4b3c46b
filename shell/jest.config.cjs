const base = require('../jest.preset.cjs')({ setupFiles: ['<rootDir>/../jest.setup-dom.cjs'] });

module.exports = {
  ...base,
  // The app deep-imports antd/es/* (smaller first chunk); jest runs antd's CommonJS build, which is
  // also what `import ... from 'antd'` resolves to here, so both share one antd context.
  moduleNameMapper: { ...base.moduleNameMapper, '^antd/es/(.*)$': 'antd/lib/$1' },
};
