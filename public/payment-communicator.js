// The card provider's iframe communicator (Authorize.net "IFrameCommunicator" pattern). The hosted
// payment page, itself framed by the portal, loads this page in a frame of its own with a hash
// such as #action=transactResponse&response=<url-encoded JSON> or #action=cancel. The portal
// window is therefore two levels up; it is on this page's origin, which is the only target used.
(function () {
  'use strict';

  function portalWindow() {
    if (window.parent && window.parent.parent && window.parent.parent !== window.parent) {
      return window.parent.parent;
    }
    return window.top !== window ? window.top : null;
  }

  function handle() {
    var params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
    var action = params.get('action');
    var message = null;
    if (action === 'transactResponse') {
      var response = params.get('response');
      if (response) message = { action: 'transactionResponse', response: response };
    } else if (action === 'cancel') {
      message = { action: 'closePayment' };
    }
    // resizeWindow and successfulSave need nothing from the portal.
    var target = portalWindow();
    if (message && target) target.postMessage(message, window.location.origin);
  }

  handle();
  window.addEventListener('hashchange', handle);
})();
