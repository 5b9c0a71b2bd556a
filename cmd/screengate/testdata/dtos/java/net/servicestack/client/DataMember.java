package net.servicestack.client;

import java.lang.annotation.*;

@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD})
public @interface DataMember {
    String Name() default "";
    int Order() default 0;
    boolean IsRequired() default false;
}
