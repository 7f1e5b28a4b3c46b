const emulator = require('./auth-emulator.cjs');
const templates = require('./template-databases.cjs');

module.exports = () => Promise.all([emulator.teardown(), templates.teardown()]);
