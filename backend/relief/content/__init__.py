"""Help for centres and teachers: the FAQ, and articles in categories, each
text in English with an optional Chinese one. Staff write them in the
console; the centre portal's and the teacher app's Help pages read what is
shown or published for their audience."""
