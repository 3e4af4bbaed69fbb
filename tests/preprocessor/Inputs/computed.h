int from_computed_h;
