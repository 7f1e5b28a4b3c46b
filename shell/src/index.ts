// The async boundary: Module Federation settles the shared modules (react, router, jotai, @fcs/shared)
// before any app code runs.
import('./bootstrap');
