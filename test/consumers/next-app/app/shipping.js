// What a server sends in `elicitation/create`, shared by both pages.
export const shippingParams = {
  mode: 'form',
  message: 'Where should we ship your order?',
  requestedSchema: {
    type: 'object',
    properties: {
      email: { type: 'string', title: 'Email for updates', format: 'email' },
      city: { type: 'string', title: 'City', minLength: 2 },
      express: { type: 'boolean', title: 'Express delivery', default: false },
    },
    required: ['email', 'city'],
  },
};
