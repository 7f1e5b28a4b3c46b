// The async boundary: Module Federation settles the shared modules (react, router, jotai, @fcs/shared)
// before any app code runs. boot.js adds this script from the head (or the Track page's island does,
// later): the page's HTML may still be arriving.
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void import('./bootstrap'), { once: true });
else void import('./bootstrap');
