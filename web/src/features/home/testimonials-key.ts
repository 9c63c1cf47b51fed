/**
 * Where the home page's testimonials are read: getAllTestimonials' path, the
 * key its prerendered data is embedded under (a test holds it equal to the
 * route table's). Written out here because the route table, SWR and the API
 * client would each add to the home page's first-load JavaScript.
 */
export const testimonialsKey = '/api/getAllTestimonials';
