/** The order in which project cards appear on the home page. */
export const projectOrder = ['mango', 'stayforlong', 'huru', 'clubberize', 'lowtaux', 'hypo'] as const;
