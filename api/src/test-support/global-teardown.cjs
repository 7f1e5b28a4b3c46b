module.exports = require('./auth-emulator.cjs').teardown;
