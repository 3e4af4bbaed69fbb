int from_second_h;
