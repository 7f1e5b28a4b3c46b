module.exports = require('./auth-emulator.cjs').setup;
