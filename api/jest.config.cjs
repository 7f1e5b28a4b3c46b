module.exports = { ...require('../jest.preset.cjs')({ environment: 'node' }), testTimeout: 30000 };
