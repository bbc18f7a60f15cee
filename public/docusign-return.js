// The signing provider's return address. It lands here inside the portal's signing frame with
// ?event=NAME&envelopeId=ID and hands the event to the portal window on this same origin only.
(function () {
  'use strict';
  var params = new URLSearchParams(window.location.search);
  var event = params.get('event') || '';
  var envelopeId = params.get('envelopeId') || params.get('envelope_id') || null;
  var message = { type: 'DOCUSIGN_EVENT', event: event, envelopeId: envelopeId };

  // Inside the signing frame the portal is the parent; if the provider opened a window, the opener.
  var target = window.parent !== window ? window.parent : window.opener;
  if (!target) {
    // Opened on its own (bookmark, new tab): nothing to tell, so go back to the agreement page.
    window.location.replace('./#/docusign');
    return;
  }
  if (!event) return;
  // Target origin = our own origin: the message never leaves the portal.
  target.postMessage(message, window.location.origin);
})();
