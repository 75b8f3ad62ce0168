export const tagText = (tag: { title: string; description: string }) => ({ title: tag.title, description: tag.description });
