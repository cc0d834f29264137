// Nothing to declare: the module map's link lines are what this module is for.
